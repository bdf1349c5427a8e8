import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const config = {
  testEnvironment: 'node',
  // Jest 30's default 'soft' globals clean-up wraps leftover globals in a setter that recurses forever on the
  // next write (jestjs/jest#16044); it failed a suite at random on CI. Off is Jest 29's behaviour.
  testEnvironmentOptions: { globalsCleanup: 'off' },
  // The test command runs Jest beside the backend suite and a build on two cores: a rendered dialog's test
  // took over 5 s (Jest's default) there once, with nothing wrong but the wait.
  testTimeout: 20_000,
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^@console/contract/(.*)$': '<rootDir>/packages/contract/src/$1',
  },
  testMatch: ['<rootDir>/{lib,components,modules,eslint-rules,packages/contract/src}/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/backend/', '<rootDir>/e2e/', '<rootDir>/.next/'],
};

// next-intl ships ESM only, which next/jest's default transformIgnorePatterns skip: let Jest transform it.
export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [
    '/node_modules/(?!(next-intl|use-intl|icu-minify|@formatjs|intl-messageformat|@schummar)/)',
    ...resolved.transformIgnorePatterns.slice(1),
  ];
  return resolved;
}
