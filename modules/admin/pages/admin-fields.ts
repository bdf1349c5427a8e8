// How the platform administration's pages choose a user: too many to list, so the form searches them by name.

export const userRef = { api: '/api/admin/user', label: ['name', 'username'], search: 'name' } as const;
