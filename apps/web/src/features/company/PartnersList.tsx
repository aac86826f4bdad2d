import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CallContent } from '../../ui/data-table/CallContent';
import { SectionCard } from '../../ui/SectionCard';

/** /empresa/parceiros: the active partner companies with their logo and support link. */
export function PartnersList({ companyId }: { companyId: number }) {
  const { t } = useTranslation('company');
  return (
    <CallContent
      call="listPartners"
      input={{ id_empresa: companyId }}
      loadErrorText={t('page.loadError')}
      retryText={t('page.retry')}
    >
      {({ data: partners }) => (
        <SectionCard title={t('partners.title')}>
          {partners.length === 0 && <Typography color="text.secondary">{t('partners.empty')}</Typography>}
          {partners.map((partner) => (
            <Box key={partner.id} sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 1 }}>
              {partner.logo && (
                <Box
                  component="img"
                  src={partner.logo}
                  alt={t('partners.logoAlt', { company: partner.nome })}
                  sx={{ maxWidth: 120, maxHeight: 60, objectFit: 'contain' }}
                />
              )}
              <Typography sx={{ fontWeight: 600 }}>{partner.nome}</Typography>
              {partner.suporte_link && (
                <Link href={partner.suporte_link} target="_blank" rel="noopener noreferrer">
                  {t('partners.support')}
                </Link>
              )}
            </Box>
          ))}
        </SectionCard>
      )}
    </CallContent>
  );
}
