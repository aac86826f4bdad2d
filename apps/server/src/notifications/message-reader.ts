/** Who reads general messages: the caller, since when their account exists, their language and profiles today. */
import { deriveProfiles } from '@cocho/contracts';
import type { SignedInUser } from '../access/signed-in-user';
import type { MessageReader } from './repository';

export function messageReaderOf(user: SignedInUser): MessageReader {
  return {
    id: user.id,
    createdAt: user.created_at,
    idioma: user.idioma,
    profiles: [...deriveProfiles(user.access.view, user.access.today)],
  };
}
