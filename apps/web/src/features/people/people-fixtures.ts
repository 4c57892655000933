/** Test data of the people tests (people.test.tsx, dealers.test.tsx): an account as the people routes answer it. */
export const account = (username: string | null, role: string) => ({ username, email: username ? `${username}@x.example` : null, phone: '9876543210', full_name: 'Full Name', role });
