import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  FileDropZone,
  Form,
  FormActions,
  FormRow,
  NumberField,
  Skeleton,
  TextArea,
  TextField,
} from '@crm/ui';
import {
  acceptAttribute,
  BusinessProfileUpdateSchema,
  MAX_LOGO_BYTES,
  type BusinessProfile,
} from '@crm/domain';
import { LoadError } from '../../components/LoadError';
import { useForm, useSaveFeedback } from '../../shared/forms';
import { useErrorToast } from '../../lib/error-toast';
import {
  businessLogoUrl,
  businessProfileQuery,
  useRemoveLogo,
  useSaveBusinessProfile,
  useUploadLogo,
} from './settings.queries';

const TEXT_FIELDS = [
  'tradingName',
  'legalName',
  'companyNumber',
  'address',
  'email',
  'phone',
  'website',
  'vatNumber',
  'bankAccountName',
  'sortCode',
  'accountNumber',
  'iban',
  'bic',
  'footer',
] as const;

type Values = Record<(typeof TEXT_FIELDS)[number], string> & {
  paymentTermsDays: number;
  quoteValidityDays: number;
};

function valuesOf(profile: BusinessProfile): Values {
  const text = Object.fromEntries(TEXT_FIELDS.map((name) => [name, profile[name] ?? '']));
  return {
    ...(text as Record<(typeof TEXT_FIELDS)[number], string>),
    paymentTermsDays: profile.paymentTermsDays,
    quoteValidityDays: profile.quoteValidityDays,
  };
}

// An emptied number field is NaN: sent as blank, which the schema reads as the default.
const toInput = (values: Values) => ({
  ...values,
  paymentTermsDays: Number.isNaN(values.paymentTermsDays) ? null : values.paymentTermsDays,
  quoteValidityDays: Number.isNaN(values.quoteValidityDays) ? null : values.quoteValidityDays,
});

function BusinessProfileForm({ profile }: { profile: BusinessProfile }) {
  const form = useForm(BusinessProfileUpdateSchema, () => valuesOf(profile), { toInput });
  const save = useSaveBusinessProfile();
  const feedback = useSaveFeedback(form.setErrors);
  const { reset } = form;
  // After a save the server's normal form (12-34-56, GB123456789) shows in the fields.
  useEffect(() => reset(valuesOf(profile)), [profile, reset]);

  const onSubmit = form.submit((_data, values) =>
    save.mutate(
      toInput(values),
      feedback({
        success: 'Business profile saved',
        failure: 'Failed to save business profile',
        onSaved: () => undefined,
      }),
    ),
  );

  return (
    <Form onSubmit={onSubmit} aria-label="Business profile">
      <FormRow>
        <TextField label="Trading name" isRequired {...form.fieldProps('tradingName')} />
        <TextField label="Legal name" {...form.fieldProps('legalName')} />
      </FormRow>
      <FormRow>
        <TextField label="Company number" {...form.fieldProps('companyNumber')} />
        <TextField
          label="VAT number"
          description="GB and 9 or 12 digits, if you are VAT registered"
          {...form.fieldProps('vatNumber')}
        />
      </FormRow>
      <TextArea label="Address" rows={3} {...form.fieldProps('address')} />
      <FormRow>
        <TextField label="Email" type="email" {...form.fieldProps('email')} />
        <TextField label="Phone" type="tel" {...form.fieldProps('phone')} />
      </FormRow>
      <TextField label="Website" type="url" {...form.fieldProps('website')} />
      <h3 className="settings-subheading">How clients pay you</h3>
      <TextField label="Bank account name" {...form.fieldProps('bankAccountName')} />
      <FormRow>
        <TextField label="Sort code" placeholder="12-34-56" {...form.fieldProps('sortCode')} />
        <TextField
          label="Account number"
          inputMode="numeric"
          {...form.fieldProps('accountNumber')}
        />
      </FormRow>
      <FormRow>
        <TextField label="IBAN" {...form.fieldProps('iban')} />
        <TextField label="BIC" {...form.fieldProps('bic')} />
      </FormRow>
      <FormRow>
        <NumberField
          label="Payment terms (days)"
          minValue={0}
          maxValue={365}
          {...form.fieldProps('paymentTermsDays')}
        />
        <NumberField
          label="Quotes valid for (days)"
          minValue={1}
          maxValue={365}
          {...form.fieldProps('quoteValidityDays')}
        />
      </FormRow>
      <TextArea
        label="Footer"
        description="Printed at the end of every invoice and quote"
        rows={2}
        {...form.fieldProps('footer')}
      />
      <FormActions>
        <Button type="submit" isPending={save.isPending}>
          Save business profile
        </Button>
      </FormActions>
    </Form>
  );
}

function LogoField({ profile }: { profile: BusinessProfile }) {
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const showError = useErrorToast();
  const [file, setFile] = useState<File | null>(null);
  const logo = profile.logo;
  return (
    <div className="stack">
      {logo ? (
        <img
          className="settings-logo"
          // The time in the address makes the browser fetch a replaced logo, not its cached one.
          src={businessLogoUrl(logo)}
          alt="Your logo"
        />
      ) : (
        <p className="settings-note">No logo yet: invoices and quotes show your trading name.</p>
      )}
      <FileDropZone
        label={logo ? 'Replace logo' : 'Logo'}
        accept={acceptAttribute('logo').split(',')}
        maxBytes={MAX_LOGO_BYTES}
        hint="PNG or JPEG, at most 1 MB"
        value={file}
        onChange={setFile}
        isDisabled={upload.isPending}
      />
      <FormActions>
        <Button
          variant="secondary"
          isDisabled={!file}
          isPending={upload.isPending}
          onPress={() =>
            file &&
            upload.mutate(file, {
              onSuccess: () => setFile(null),
              onError: (error) =>
                showError(error, 'Failed to upload logo', { preferServerMessage: true }),
            })
          }
        >
          Upload logo
        </Button>
        {logo ? (
          <Button
            variant="ghost"
            isPending={remove.isPending}
            onPress={() =>
              remove.mutate(undefined, {
                onError: (error) => showError(error, 'Failed to remove logo'),
              })
            }
          >
            Remove logo
          </Button>
        ) : null}
      </FormActions>
    </div>
  );
}

/** Who invoices and quotes come from, and how clients pay: printed on every document. */
export function BusinessProfileSection() {
  const profile = useQuery(businessProfileQuery());
  return (
    <Card
      title="Business Profile"
      description="Printed on every invoice and quote: who they are from and how to pay."
    >
      {profile.isPending ? (
        <div className="stack" aria-busy="true">
          <Skeleton height="2.5rem" />
          <Skeleton height="2.5rem" />
          <Skeleton height="5rem" />
        </div>
      ) : profile.isError ? (
        <LoadError
          message="Failed to load business profile"
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <div className="stack">
          <LogoField profile={profile.data} />
          <BusinessProfileForm profile={profile.data} />
        </div>
      )}
    </Card>
  );
}
