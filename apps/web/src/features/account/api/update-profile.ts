import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language, Profile } from '@steelworks/contract/account';
import { api } from '../../../lib/api-client';
import { applyLanguage } from '../../../lib/i18n/i18n';
import { profileQueryKey } from './get-profile';

type ProfileUpdate = { full_name?: string; email?: string; phone?: string; language?: Language };

function updateProfile(body: ProfileUpdate): Promise<Profile> {
  return api.patch<Profile>('/account/profile/', body);
}

/**
 * A change of the person's own profile. The answer is the profile as saved; its language is applied before the
 * mutation ends, so the success toast already speaks the new language.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      await applyLanguage(profile.language);
      queryClient.setQueryData(profileQueryKey, profile);
    },
  });
}
