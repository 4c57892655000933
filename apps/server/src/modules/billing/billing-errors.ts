import { concurrentChange } from '../../lib/app-error';

/** A money row moved under us although the dealer's lock was held: a bug or a hand edit, never a silent wrong sum. */
export const conflict = concurrentChange;
