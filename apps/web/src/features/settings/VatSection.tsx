import { useEffect, useRef } from 'react';
import {
  Button,
  Card,
  Form,
  FormActions,
  NumberField,
  RadioGroup,
  Select,
  Skeleton,
  Switch,
  TextField,
  type ListOption,
} from '@crm/ui';
import {
  DEFAULT_VAT_RATES,
  mergeVatSettings,
  SETTINGS_UPDATED_TITLE,
  VAT_RATE_LABELS,
  VAT_SCHEME_LABELS,
  VAT_SCHEMES,
  VAT_STAGGER_LABELS,
  VAT_STAGGERS,
  VatSettingsUpdateSchema,
  type DefaultVatRate,
  type VatScheme,
  type VatSettings,
  type VatSettingsUpdateInput,
  type VatStagger,
} from '@crm/domain';
import { LoadError } from '../../components/LoadError';
import type { FieldErrors } from '../../lib/form-errors';
import { useForm, useSaveFeedback } from '../../shared/forms';
import { useVatSettings, VAT_SECTION_ID } from '../../shared/vat';
import { useSaveVatSettings } from './settings.queries';

type Values = {
  registered: boolean;
  vatNumber: string;
  scheme: VatScheme;
  /** NaN while the field is empty. */
  flatRatePercent: number;
  defaultRate: DefaultVatRate;
  /** The Select's key: '1', '2' or '3'. */
  stagger: string;
};

function valuesOf(settings: VatSettings): Values {
  return {
    registered: settings.registered,
    vatNumber: settings.vatNumber ?? '',
    scheme: settings.scheme,
    flatRatePercent: settings.flatRatePercent ?? Number.NaN,
    defaultRate: settings.defaultRate,
    stagger: String(settings.stagger),
  };
}

// Turning registration off sends only that: the number, scheme and rate are kept for later. The
// percentage belongs to the flat rate scheme alone, so another scheme clears it.
function toInput(values: Values): VatSettingsUpdateInput {
  if (!values.registered) return { registered: false };
  const percent = values.scheme === 'flat' ? values.flatRatePercent : Number.NaN;
  return {
    registered: true,
    vatNumber: values.vatNumber,
    scheme: values.scheme,
    flatRatePercent: Number.isNaN(percent) ? null : percent,
    defaultRate: values.defaultRate,
    stagger: Number(values.stagger) as VatStagger,
  };
}

const SCHEME_ITEMS: ListOption[] = VAT_SCHEMES.map((id) => ({ id, label: VAT_SCHEME_LABELS[id] }));
const RATE_ITEMS: ListOption[] = DEFAULT_VAT_RATES.map((id) => ({
  id,
  label: VAT_RATE_LABELS[id],
}));
const STAGGER_ITEMS: ListOption[] = VAT_STAGGERS.map((stagger) => ({
  id: String(stagger),
  label: VAT_STAGGER_LABELS[stagger],
}));

function savedText(saved: VatSettings): string {
  if (!saved.registered) return 'You are not VAT registered: invoices and quotes carry no VAT.';
  const scheme = VAT_SCHEME_LABELS[saved.scheme];
  const flat = saved.scheme === 'flat' ? ` at ${saved.flatRatePercent}%` : '';
  return `VAT registered as ${saved.vatNumber ?? ''}, ${scheme}${flat}; new lines at ${VAT_RATE_LABELS[saved.defaultRate]}.`;
}

function VatSettingsForm({ settings }: { settings: VatSettings }) {
  // The domain's rules across fields (a number to register, a percentage for the flat rate
  // scheme), checked before sending as the server checks them.
  const refine = (errors: FieldErrors, values: Values): FieldErrors => {
    const parsed = VatSettingsUpdateSchema.safeParse(toInput(values));
    if (!parsed.success) return errors;
    const { problems } = mergeVatSettings(settings, parsed.data);
    return Object.fromEntries([
      ...problems.map((problem) => [problem.path, problem.message]),
      ...Object.entries(errors),
    ]);
  };
  const form = useForm(VatSettingsUpdateSchema, () => valuesOf(settings), { toInput, refine });
  const save = useSaveVatSettings();
  const feedback = useSaveFeedback(form.setErrors);
  const { reset } = form;
  // After a save the server's form of the number (GB123456789) shows in the field.
  useEffect(() => reset(valuesOf(settings)), [settings, reset]);
  const { values } = form;

  const onSubmit = form.submit((_data, current) =>
    save.mutate(
      toInput(current),
      feedback({
        success: (saved: VatSettings) => ({
          title: SETTINGS_UPDATED_TITLE,
          description: savedText(saved),
        }),
        failure: 'Failed to save the VAT settings',
        preferServerMessage: true,
        onSaved: () => undefined,
      }),
    ),
  );

  return (
    <Form onSubmit={onSubmit} aria-label="VAT settings">
      <Switch
        labelPosition="start"
        description="Registered with HMRC: invoices and quotes charge VAT and show your VAT number."
        {...form.checkboxProps('registered')}
      >
        VAT registered
      </Switch>
      {values.registered ? (
        <>
          <TextField
            label="VAT number"
            isRequired
            description="GB and 9 or 12 digits; the same number as in your business profile"
            autoComplete="off"
            {...form.fieldProps('vatNumber')}
          />
          <RadioGroup
            label="VAT scheme"
            description="How VAT is counted on your return: by invoice date, when paid, or a flat percentage of turnover."
            items={SCHEME_ITEMS}
            value={values.scheme}
            onChange={(scheme) => form.setValue('scheme', scheme as VatScheme)}
            {...form.errorProps('scheme')}
          />
          {values.scheme === 'flat' ? (
            <NumberField
              label="Flat rate percentage"
              isRequired
              description="The percentage HMRC set for your trade, e.g. 16.5"
              {...form.fieldProps('flatRatePercent')}
            />
          ) : null}
          <Select
            label="VAT quarters end in"
            description="As on your VAT registration certificate: the VAT return opens on your current quarter."
            items={STAGGER_ITEMS}
            {...form.selectProps('stagger')}
          />
          <Select
            label="Default rate for new lines"
            description="Each line of an invoice or quote can still have its own rate."
            items={RATE_ITEMS}
            {...form.selectProps('defaultRate')}
          />
        </>
      ) : (
        <p className="settings-note">
          Not registered: invoices and quotes carry no VAT. Turn this on once HMRC has registered
          you.
        </p>
      )}
      <FormActions>
        <Button type="submit" isPending={save.isPending}>
          Save VAT settings
        </Button>
      </FormActions>
    </Form>
  );
}

/**
 * Settings › VAT: whether the business is VAT registered, its number, the scheme its return is
 * worked out by, and the rate new invoice and quote lines start at.
 */
export function VatSection() {
  const vat = useVatSettings();
  const anchor = useRef<HTMLDivElement>(null);
  const loaded = vat.settings !== undefined;
  // A link to /settings#vat (the VAT return, the dashboard's warning) lands here once it shows.
  useEffect(() => {
    if (loaded && window.location.hash === `#${VAT_SECTION_ID}`) anchor.current?.scrollIntoView();
  }, [loaded]);

  return (
    <div id={VAT_SECTION_ID} ref={anchor}>
      <Card
        title="VAT"
        description="Whether you charge VAT, how your VAT return is worked out, and the rate new lines start at."
      >
        {vat.isPending ? (
          <div
            className="stack"
            role="status"
            aria-busy="true"
            aria-label="Loading the VAT settings"
          >
            <Skeleton height="1.5rem" />
            <Skeleton height="2.5rem" />
            <Skeleton height="2.5rem" />
          </div>
        ) : vat.isError || !vat.settings ? (
          <LoadError message="Failed to load the VAT settings" onRetry={vat.refetch} />
        ) : (
          <VatSettingsForm settings={vat.settings} />
        )}
      </Card>
    </div>
  );
}
