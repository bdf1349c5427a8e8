// Fields the platform administration's definitions share.

const CODE = /^[A-Za-z][A-Za-z0-9_.-]*$/;
export const codeRule = {
  pattern: CODE,
  patternMessage: {
    zh: '编码以字母开头，只能包含字母、数字、_ . -',
    en: 'Starts with a letter; letters, digits, _ . - only',
  },
};
export const userRef = { api: '/api/admin/user', label: ['name', 'username'], search: 'name' } as const;
export const updated = {
  field: 'updTime',
  title: { zh: '更新时间', en: 'Updated' },
  type: 'time',
  width: 160,
  sortable: true,
  optional: true,
  form: false,
} as const;
