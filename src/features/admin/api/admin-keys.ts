// Every admin query key, so a role change can invalidate exactly what it affects.
export const adminKeys = {
  all: ['admin'] as const,
  role: (userId: string) => [...adminKeys.all, 'role', userId] as const,
  submissions: () => [...adminKeys.all, 'submissions'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  roleChange: () => [...adminKeys.all, 'role-change'] as const,
}
