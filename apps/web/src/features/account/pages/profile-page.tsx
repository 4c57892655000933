import { Alert, Avatar, Button, Card, Divider, Group, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconEdit, IconListDetails, IconX } from '@tabler/icons-react';
import { LANGUAGE_LABELS, LANGUAGE_TEXT, LANGUAGES, type Language } from '@steelworks/contract/account';
import { ERROR_TEXT } from '@steelworks/contract/common/errors';
import { ROLE_LABELS } from '@steelworks/contract/roles';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { SupervisorProfilePanel } from '../../people/public';
import { useTranslate } from '../../../lib/i18n/i18n';
import { toastSuccess } from '../../../lib/toast';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { UpdatePasswordForm } from '../components/update-password-form';

const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }));

/** The person's own language for the phone screens (issue 33 point 6); each name is written in its own script. */
function LanguageSelect({ value }: { value: Language }) {
  const t = useTranslate();
  const update = useUpdateProfile();
  return (
    <Select
      label={t(LANGUAGE_TEXT.label)}
      data={LANGUAGE_OPTIONS}
      value={value}
      allowDeselect={false}
      disabled={update.isPending}
      maw={{ base: '100%', xs: 240 }}
      onChange={(next) => {
        if (next && next !== value) update.mutate({ language: next as Language }, { onSuccess: () => toastSuccess('Language changed') });
      }}
    />
  );
}

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ wordBreak: 'break-word' }}>
        {value || '-'}
      </Text>
    </div>
  );
}

export default function ProfilePage() {
  const t = useTranslate();
  const profile = useProfile();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const forcedByLogin = (location.state as { mustChangePassword?: boolean } | null)?.mustChangePassword === true;
  const forced = profile.data ? profile.data.must_change_password : forcedByLogin;
  const [editing, setEditing] = useState(false);
  const formOpen = editing || forced;

  return (
    <>
      <PageHeader title="Profile" />
      {forced && (
        <Alert color="yellow" variant="light" role="alert" icon={<IconAlertTriangle size={18} />} mb="md">
          {ERROR_TEXT.mustChangePassword} You signed in with a temporary password; choose a new one below.
        </Alert>
      )}
      <Stack gap="md">
        <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          {profile.isLoading || !profile.data ? (
            <Stack>
              <Skeleton h={48} w={220} />
              <Skeleton h={80} />
            </Stack>
          ) : (
            <Stack gap="md">
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Group gap="md" wrap="nowrap">
                  <Avatar color="indigo" radius="xl" size={56}>
                    {profile.data.full_name.slice(0, 1).toUpperCase()}
                  </Avatar>
                  <div>
                    <Title order={4}>{profile.data.full_name}</Title>
                    <Text size="sm" c="dimmed">
                      {t(ROLE_LABELS[profile.data.role])}
                    </Text>
                  </div>
                </Group>
                {!forced && (
                  <Button
                    variant={editing ? 'default' : 'light'}
                    leftSection={editing ? <IconX size={16} /> : <IconEdit size={16} />}
                    aria-pressed={editing}
                    onClick={() => setEditing((open) => !open)}
                  >
                    {t(editing ? 'Close' : 'Edit')}
                  </Button>
                )}
              </Group>
              <Divider />
              <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
                <Field label={t('Username')} value={profile.data.username} />
                <Field label={t('Role')} value={t(ROLE_LABELS[profile.data.role] ?? profile.data.role)} />
                <Field label={t('Email')} value={profile.data.email} />
                <Field label={t('Phone')} value={profile.data.phone} />
              </SimpleGrid>
              <LanguageSelect value={profile.data.language} />
              {/* A dealer's own page (its record and orders) has no menu entry: this is the way there. */}
              {profile.data.role === 'dealer' && profile.data.dealer_id != null && (
                <Group>
                  <Button component={Link} to={`/dealers/${profile.data.dealer_id}`} variant="light" leftSection={<IconListDetails size={16} />}>
                    My Orders
                  </Button>
                </Group>
              )}
            </Stack>
          )}
        </Card>

        {formOpen && (
          <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Title order={4} mb="sm">
              {t('Update Password')}
            </Title>
            <UpdatePasswordForm
              forced={forced}
              onDone={() => {
                setEditing(false);
                if (forced) navigate('/dashboard', { replace: true });
              }}
              onCancel={forced ? undefined : () => setEditing(false)}
            />
          </Card>
        )}

        {/* Supervisor part (Frames per Day, Cost per Frame, See Balance, Transaction History): owned by the people feature. */}
        {profile.data?.role === 'supervisor' && (
          <SupervisorProfilePanel profile={profile.data} walletOpen={searchParams.has('wallet')} />
        )}
      </Stack>
    </>
  );
}
