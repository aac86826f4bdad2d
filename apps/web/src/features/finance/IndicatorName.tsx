import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { FINANCE_INDICATORS } from '@cocho/engine';
import type { FinanceCode } from '@cocho/engine';
import { useLanguage } from '../../i18n/use-language';

/** An indicator's full name; hovering or focusing it shows the name and the formula (spec issue 6 item 4). */
export function IndicatorName({ code }: { readonly code: FinanceCode }) {
  const language = useLanguage();
  const definition = FINANCE_INDICATORS[code];
  const name = definition.name[language];
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
            {definition.formula[language]}
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
