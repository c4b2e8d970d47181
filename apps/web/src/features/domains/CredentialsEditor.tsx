import { useState } from 'react';
import {
  Button,
  EyeIcon,
  EyeOffIcon,
  IconButton,
  KeyIcon,
  PlusIcon,
  Select,
  TextField,
  TrashIcon,
} from '@crm/ui';
import type { ListOption } from '@crm/ui';
import { CREDENTIAL_TYPES, UNREADABLE_CREDENTIAL_MESSAGE } from '@crm/domain';
import type { CredentialType } from '@crm/domain';
import type { FieldErrors } from '../../lib/form-errors';
import { emptyCredential } from './domain-form-state';
import type { CredentialValues } from './domain-form-state';

const TYPE_LABELS: Record<CredentialType, string> = {
  admin: 'Admin',
  hosting: 'Hosting',
  email: 'Email',
  ftp: 'FTP',
  database: 'Database',
  other: 'Other',
};
const TYPE_OPTIONS: ListOption[] = CREDENTIAL_TYPES.map((type) => ({
  id: type,
  label: TYPE_LABELS[type],
}));

export type CredentialsEditorProps = {
  credentials: CredentialValues[];
  onChange: (credentials: CredentialValues[]) => void;
  /** Messages keyed 'credentials.0.password'. */
  errors: FieldErrors;
  onFieldEdited: (field: string) => void;
};

/** The logins stored with a domain: type, description, username, masked password and URL. */
export function CredentialsEditor({
  credentials,
  onChange,
  errors,
  onFieldEdited,
}: CredentialsEditorProps) {
  const update = (index: number, change: Partial<CredentialValues>, field: string) => {
    onChange(
      credentials.map((credential, i) => (i === index ? { ...credential, ...change } : credential)),
    );
    onFieldEdited(`credentials.${index}.${field}`);
  };

  return (
    <fieldset className="credentials">
      <legend className="credentials-legend">Credentials</legend>
      {credentials.length === 0 ? (
        <p className="muted credentials-empty">No credentials stored for this domain.</p>
      ) : null}
      <ol className="credentials-list">
        {credentials.map((credential, index) => {
          const n = index + 1;
          const field = (name: string) => {
            const message = errors[`credentials.${index}.${name}`];
            return { isInvalid: Boolean(message), errorMessage: message };
          };
          return (
            <li key={credential.key} className="credential" aria-label={`Credential ${n}`}>
              <div className="credential-header">
                <span className="credential-title">
                  <KeyIcon size={14} /> Credential {n}
                </span>
                <IconButton
                  size="sm"
                  aria-label={`Remove credential ${n}`}
                  onPress={() => onChange(credentials.filter((_, i) => i !== index))}
                >
                  <TrashIcon />
                </IconButton>
              </div>
              <div className="credential-grid">
                <Select
                  label="Type"
                  items={TYPE_OPTIONS}
                  selectedKey={credential.type}
                  onSelectionChange={(key) =>
                    key !== null && update(index, { type: String(key) as CredentialType }, 'type')
                  }
                  {...field('type')}
                />
                <TextField
                  label="Description"
                  placeholder="e.g. WordPress admin"
                  value={credential.description}
                  onChange={(description) => update(index, { description }, 'description')}
                  {...field('description')}
                />
                <TextField
                  label="Username"
                  autoComplete="off"
                  value={credential.username}
                  onChange={(username) => update(index, { username }, 'username')}
                  {...field('username')}
                />
                <PasswordInput
                  label="Password"
                  value={credential.password}
                  onChange={(password) => update(index, { password }, 'password')}
                  description={
                    credential.unreadable && credential.password === ''
                      ? UNREADABLE_CREDENTIAL_MESSAGE
                      : undefined
                  }
                  {...field('password')}
                />
                <TextField
                  label="URL"
                  type="url"
                  placeholder="https://"
                  value={credential.url}
                  onChange={(url) => update(index, { url }, 'url')}
                  className="credential-url"
                  {...field('url')}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          variant="outline"
          size="sm"
          onPress={() => onChange([...credentials, emptyCredential()])}
        >
          <PlusIcon />
          Add Credential
        </Button>
      </div>
    </fieldset>
  );
}

type PasswordInputProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  isInvalid?: boolean;
  errorMessage?: string;
  description?: string | undefined;
};

/** A password, masked until 'Show password' is pressed. */
function PasswordInput({
  label,
  value,
  onChange,
  isInvalid,
  errorMessage,
  description,
}: PasswordInputProps) {
  const [isVisible, setVisible] = useState(false);
  return (
    <div className="password-input">
      <TextField
        label={label}
        isRequired
        type={isVisible ? 'text' : 'password'}
        autoComplete="new-password"
        value={value}
        onChange={onChange}
        isInvalid={isInvalid}
        errorMessage={errorMessage}
        description={description}
        className="password-input-field"
      />
      <IconButton
        size="sm"
        aria-label={isVisible ? 'Hide password' : 'Show password'}
        onPress={() => setVisible((visible) => !visible)}
        className="password-input-toggle"
      >
        {isVisible ? <EyeOffIcon /> : <EyeIcon />}
      </IconButton>
    </div>
  );
}
