import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { LOADING_MESSAGES, type DonorProfileUpdateInput } from 'shared-contracts';
import { PageError, PageLoading } from 'shared-ui';
import { DONOR_TEXTS } from '../../../config/texts';
import { useDonorProfile, useSaveDonorProfile } from '../hooks/use-donor-profile';
import { ProfileForm } from './ProfileForm';
import { ProfileView } from './ProfileView';

/** The donor's profile: shown, then edited on demand. */
export default function ProfileTab() {
  const { data, error, isLoading, reload } = useDonorProfile();
  const save = useSaveDonorProfile();
  const [isEditing, setIsEditing] = useState(false);

  const submit = async (changes: DonorProfileUpdateInput) => {
    if (await save.run(changes)) {
      setIsEditing(false);
      reload();
    }
  };

  let body;
  if (isLoading && !data) body = <PageLoading lines={3} />;
  else if (!data)
    body = <PageError error={error} message={LOADING_MESSAGES.data} onRetry={reload} />;
  else if (isEditing)
    body = (
      <ProfileForm
        user={data}
        onSubmit={submit}
        onCancel={() => setIsEditing(false)}
        isSaving={save.isPending}
      />
    );
  else body = <ProfileView user={data} onEdit={() => setIsEditing(true)} />;

  return (
    <Stack gap="md" component="section" aria-labelledby="donor-profile-title">
      <Title order={2} size="h3" id="donor-profile-title">
        {DONOR_TEXTS.profile.title}
      </Title>
      {body}
    </Stack>
  );
}
