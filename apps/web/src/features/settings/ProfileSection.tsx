import { useQuery } from '@tanstack/react-query';
import { Card, FormRow, TextField } from '@crm/ui';
import { PROFILE_NOT_AVAILABLE, PROFILE_NOT_SET } from '@crm/domain';
import { currentUserQuery } from '../../shared/session';

/** The signed-in account's details, read-only. */
export function ProfileSection() {
  const { data: user } = useQuery(currentUserQuery());
  return (
    <Card title="User Profile" description="Your profile comes from the account you sign in with.">
      <div className="stack">
        <TextField
          label="Email"
          value={user?.email ?? ''}
          placeholder={PROFILE_NOT_AVAILABLE}
          isReadOnly
        />
        <FormRow>
          <TextField
            label="First Name"
            value={user?.firstName ?? ''}
            placeholder={PROFILE_NOT_SET}
            isReadOnly
          />
          <TextField
            label="Last Name"
            value={user?.lastName ?? ''}
            placeholder={PROFILE_NOT_SET}
            isReadOnly
          />
        </FormRow>
        <p className="settings-note">
          Profile details are managed with your sign-in account and cannot be edited here. To change
          your password, use Security below.
        </p>
      </div>
    </Card>
  );
}
