import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FinanceCode } from '@cocho/engine';

/** An indicator's full name; hovering or focusing it shows the name and the formula (spec). */
export function IndicatorName({ code }: { readonly code: FinanceCode }) {
  const { t } = useTranslation('financeIndicators');
  const name = t(`name.${code}`);
  return (
    <Tooltip
      describeChild
      arrow
      placement="top-start"
      title={
        <Box data-testid={`formula-${code}`}>
          <Typography variant="subtitle2" component="div">
            {name}
          </Typography>
          <Typography variant="body2" component="div" sx={{ fontFamily: 'monospace' }}>
            {t(`formula.${code}`)}
          </Typography>
        </Box>
      }
    >
      <Box
        component="span"
        tabIndex={0}
        sx={{
          cursor: 'help',
          textDecoration: 'underline dotted',
          textUnderlineOffset: '3px',
          textDecorationColor: (theme) => theme.palette.text.disabled,
        }}
      >
        {name}
      </Box>
    </Tooltip>
  );
}
