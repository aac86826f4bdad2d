import { useMemo } from 'react';
import type { ReactNode } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import type { FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DISCOVERY_CHANNELS, USER_PROFILES } from '@cocho/contracts';
import type { TCountry, TState } from '@cocho/contracts';
import type { Language } from '@cocho/engine';
import { HTML_LANG } from '../../i18n/language';
import { useLanguage } from '../../i18n/use-language';
import { FormTextField, messageText } from '../form/fields';
import type { Option } from '../form/fields';
import type { AccountFormValues } from './account-form-values';
import { maskBirthDateText } from './birth-date-text';
import { maskCep } from './cep-mask';

type AccountFieldsProps = {
  readonly countries: readonly TCountry[];
  readonly states: readonly TState[];
  readonly brazilId: number | null;
  /** Fields shown right after the name (registration: e-mail and passwords; profile: the e-mail). */
  readonly afterName?: ReactNode;
};

type Path = FieldPath<AccountFormValues>;

/** A country's name in the interface language (Intl knows Spanish names, the list has pt and en). */
export function countryName(country: TCountry, language: Language): string {
  try {
    const name = new Intl.DisplayNames([HTML_LANG[language]], { type: 'region' }).of(country.iso);
    if (name && name !== country.iso) return name;
  } catch {
    // Unknown region code: the list's own name below.
  }
  return language === 'pt' ? country.nome_pt : country.nome_en;
}

type TextInputProps = {
  readonly name: Path;
  readonly label: string;
  readonly hint?: string;
  readonly mask?: (text: string) => string;
  readonly autoComplete?: string;
  readonly options?: readonly Option[];
  readonly startAdornment?: string;
  /** Columns of twelve on a wide screen (the whole row on a phone). */
  readonly width?: number;
};

/** A text field or, with `options`, a select of the form around it (test id `account-<path>`). */
function TextInput({ startAdornment, width = 6, ...props }: TextInputProps) {
  const { control } = useFormContext<AccountFormValues>();
  const adornment = startAdornment && <InputAdornment position="start">{startAdornment}</InputAdornment>;
  return (
    <Grid size={{ xs: 12, sm: width }}>
      <FormTextField
        {...props}
        control={control}
        testId={`account-${props.name}`}
        fullWidth
        slotProps={adornment ? { input: { startAdornment: adornment } } : undefined}
      />
    </Grid>
  );
}

function SearchInput({
  name,
  label,
  options,
  pickedValue = (option) => option?.value ?? '',
  onPicked,
}: {
  name: Path;
  label: string;
  options: readonly { value: string; label: string }[];
  pickedValue?: (option: { value: string; label: string } | null) => unknown;
  onPicked?: () => void;
}) {
  const { t } = useTranslation('account');
  const { field, fieldState } = useController<AccountFormValues>({ name });
  const selected = options.find((option) => option.value === String(field.value ?? '')) ?? null;
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Autocomplete
        options={options}
        value={selected}
        onChange={(_event, option) => {
          field.onChange(pickedValue(option));
          onPicked?.();
        }}
        onBlur={field.onBlur}
        isOptionEqualToValue={(option, value) => option.value === value.value}
        getOptionLabel={(option) => option.label}
        noOptionsText={t('form.noOptions')}
        renderInput={(params) => (
          <TextField
            {...params}
            label={label}
            name={field.name}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={messageText(t, fieldState.error?.message) ?? ' '}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, 'data-testid': `account-${name}` },
            }}
          />
        )}
      />
    </Grid>
  );
}

/** Every registration field of the User (docs/product/shell.md#records) but e-mail and password, shared by /signin and /user. */
export function AccountFields({ countries, states, brazilId, afterName }: AccountFieldsProps) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const { setValue } = useFormContext<AccountFormValues>();
  const pais = useWatch<AccountFormValues, 'endereco.pais'>({ name: 'endereco.pais' });
  const estado = useWatch<AccountFormValues, 'endereco.estado'>({ name: 'endereco.estado' });
  const isBrazil = pais !== null && pais === brazilId;
  const country = countries.find((candidate) => candidate.id === pais);

  const countryOptions = useMemo(
    () =>
      countries
        .map((candidate) => ({ value: String(candidate.id), label: countryName(candidate, language) }))
        .sort((a, b) => {
          if (a.value === String(brazilId)) return -1;
          if (b.value === String(brazilId)) return 1;
          return a.label.localeCompare(b.label, HTML_LANG[language]);
        }),
    [countries, brazilId, language],
  );
  const stateOptions = useMemo(
    () => states.map((state) => ({ value: state.sigla, label: `${state.nome} (${state.sigla})` })),
    [states],
  );
  const cityOptions = useMemo(
    () =>
      (states.find((state) => state.sigla === estado)?.cidades ?? []).map((city) => ({
        value: city.nome,
        label: city.nome,
      })),
    [states, estado],
  );
  const clear = (names: Path[]) => {
    for (const name of names) setValue(name, '', { shouldDirty: true });
  };

  return (
    <Grid container columnSpacing={2} rowSpacing={0.5}>
      <Grid size={12}>
        <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
          {t('section.about')}
        </Typography>
      </Grid>
      <TextInput width={12} name="NOME" label={t('field.name')} autoComplete="name" />
      {afterName}
      <TextInput
        name="perfil"
        label={t('field.profile')}
        options={USER_PROFILES.map((value) => ({ value, label: t(`shell:profile.${value}`) }))}
      />
      <TextInput
        name="como_conheceu"
        label={t('field.discovery')}
        options={DISCOVERY_CHANNELS.map((value) => ({ value, label: t(`discovery.${value}`) }))}
      />
      <TextInput
        name="data_nascimento"
        label={t('field.birthDate')}
        hint={t('field.birthDateHint')}
        mask={maskBirthDateText}
        autoComplete="bday"
      />
      <TextInput
        name="sexo"
        label={t('field.sex')}
        options={(['M', 'F', 'N'] as const).map((value) => ({ value, label: t(`sex.${value}`) }))}
      />

      <Grid size={12}>
        <Typography variant="subtitle1" component="h2" sx={{ mt: 1, mb: 1 }}>
          {t('section.address')}
        </Typography>
      </Grid>
      <SearchInput
        name="endereco.pais"
        label={t('field.country')}
        options={countryOptions}
        pickedValue={(option) => (option ? Number(option.value) : null)}
        onPicked={() => clear(['endereco.estado', 'endereco.cidade'])}
      />
      <TextInput
        name="telefone"
        label={t('field.phone')}
        autoComplete="tel-national"
        startAdornment={country?.fone ? `+${country.fone}` : undefined}
      />
      <TextInput
        name="numero_documento"
        label={t(isBrazil ? 'field.documentBrazil' : 'field.document')}
        hint={t(isBrazil ? 'field.documentBrazilHint' : 'field.documentHint')}
      />
      {isBrazil ? (
        <>
          <SearchInput
            name="endereco.estado"
            label={t('field.state')}
            options={stateOptions}
            onPicked={() => clear(['endereco.cidade'])}
          />
          <SearchInput name="endereco.cidade" label={t('field.city')} options={cityOptions} />
        </>
      ) : (
        <TextInput name="endereco.cidade" label={t('field.city')} autoComplete="address-level2" />
      )}
      <TextInput
        name="endereco.cep"
        label={t(isBrazil ? 'field.postalCodeBrazil' : 'field.postalCode')}
        mask={isBrazil ? maskCep : undefined}
        autoComplete="postal-code"
      />
      <TextInput
        width={8}
        name="endereco.logradouro"
        label={t('field.street')}
        autoComplete="address-line1"
      />
      <TextInput width={4} name="endereco.numero" label={t('field.number')} />
      <TextInput name="endereco.bairro" label={t('field.neighbourhood')} />
      <TextInput name="endereco.complemento" label={t('field.complement')} autoComplete="address-line2" />
      <TextInput width={12} name="endereco.referencia" label={t('field.reference')} />
    </Grid>
  );
}
