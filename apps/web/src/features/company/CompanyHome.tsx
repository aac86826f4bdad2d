import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TCompany, TCompanyLink } from '@cocho/contracts';
import { formatCnpj } from '../../format/format';

const FIELDS = ['razao_social', 'cnpj', 'inscricao_estadual', 'email_dono', 'suporte_link'] as const;

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
            <Typography variant="body2" color="text.secondary">
              {t('home.noLogo')}
            </Typography>
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
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
          >
            {FIELDS.map((field) => (
              <Box key={field} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">
                  {t(`home.${field}`)}
                </Typography>
                <Typography
                  component="dd"
                  sx={{ m: 0, overflowWrap: 'anywhere' }}
                  data-testid={`company-${field}`}
                >
                  {field === 'cnpj' ? formatCnpj(company.cnpj) : (company[field] ?? t('home.none'))}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
