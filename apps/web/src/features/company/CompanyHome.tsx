import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TCompany, TCompanyLink } from '@cocho/contracts';
import { formatCnpj } from '../../format/format';
import { COMPANY_FIELDS } from './company-of-user';
import { FactList } from '../../ui/FactList';
import type { Fact } from '../../ui/FactList';
import { Text } from '../../ui/kit-text/Text';

const FIELDS = COMPANY_FIELDS.filter((field) => field !== 'nome_fantasia');

/** /empresa: the company's record and logo, and the user's position in it. */
export function CompanyHome({ company, access }: { company: TCompany; access: TCompanyLink['acesso'] }) {
  const { t } = useTranslation('company');
  return (
    <Card>
      <CardContent sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <Box
          sx={{
            width: 200,
            height: 100,
            bgcolor: 'action.hover',
            borderRadius: 2,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            overflow: 'hidden',
          }}
        >
          {company.logo ? (
            <Box
              component="img"
              src={company.logo}
              alt={t('home.logoAlt', { company: company.nome_fantasia })}
              sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
            />
          ) : (
            <Text kind="note">{t('home.noLogo')}</Text>
          )}
        </Box>
        <Box sx={{ flexGrow: 1, minWidth: 240 }}>
          <Typography variant="h5" component="h2" data-testid="company-name">
            {company.nome_fantasia}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, my: 1, flexWrap: 'wrap' }}>
            <Chip
              size="small"
              color={company.ativo ? 'success' : 'default'}
              label={company.ativo ? t('home.active') : t('home.inactive')}
            />
            <Chip
              size="small"
              variant="outlined"
              label={t('home.yourAccess', { access: t(`access.${access}`) })}
            />
          </Box>
          <FactList
            facts={FIELDS.map((field): Fact => [
              t(`home.${field}`),
              field === 'cnpj' ? formatCnpj(company.cnpj) : (company[field] ?? t('home.none')),
              `company-${field}`,
            ])}
          />
        </Box>
      </CardContent>
    </Card>
  );
}
