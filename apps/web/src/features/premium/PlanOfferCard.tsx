import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TPlanOffer } from '@cocho/contracts';
import { useLanguage } from '../../i18n/use-language';
import { describePremiumTime, formatOfferPrice } from './premium-text';
import { Text } from '../../ui/kit-text/Text';

type PlanOfferCardProps = {
  readonly offer: TPlanOffer;
  readonly canRequest: boolean;
  readonly onRequest: () => void;
};

/** One plan offer: type, premium time, clients (consultant plans), price and "request this plan". */
export function PlanOfferCard({ offer, canRequest, onRequest }: PlanOfferCardProps) {
  const { t } = useTranslation('premium');
  const language = useLanguage();
  const time = describePremiumTime(offer.tempo_premium);
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      data-testid="plan-offer"
    >
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Chip size="small" color="primary" label={t(`planType.${offer.tipo}`)} />
          {offer.recorrente && <Chip size="small" variant="outlined" label={t('offers.recurring')} />}
        </Stack>
        <Typography variant="h6" component="h3" data-testid="plan-offer-name">
          {offer.nome[language]}
        </Typography>
        <Text kind="note">{offer.descricao[language]}</Text>
        <Typography variant="body2" data-testid="plan-offer-time">
          {t('offers.premiumTime', { time: t(time.key, time.values) })}
        </Typography>
        {offer.max_clientes !== null && (
          <Typography variant="body2" data-testid="plan-offer-clients">
            {t('offers.maxClients', { count: offer.max_clientes })}
          </Typography>
        )}
        <Typography variant="h5" component="p" sx={{ mt: 'auto', pt: 1 }} data-testid="plan-offer-price">
          {offer.preco_centavos === null
            ? t('offers.priceOnRequest')
            : formatOfferPrice(offer.preco_centavos, offer.moeda, language)}
        </Typography>
      </CardContent>
      <CardActions>
        <Button
          variant="contained"
          fullWidth
          disabled={!canRequest}
          onClick={onRequest}
          data-testid="plan-offer-request"
        >
          {t('offers.request')}
        </Button>
      </CardActions>
    </Card>
  );
}
