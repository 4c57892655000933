import { AppError } from '../../lib/app-error';

/** A money row moved under us although the dealer's lock was held: a bug or a hand edit, never a silent wrong sum. */
export const conflict = () => new AppError('conflict', 'Another change was made at the same moment. Please try again.');
