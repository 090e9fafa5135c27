import nextJest from 'next/jest.js';

const createJestConfig = nextJest({dir: './'});

// Packages that ship ESM only and so go through the SWC transform like our own code.
const esmPackages = ['next-intl', 'use-intl', 'intl-messageformat', '@formatjs', 'icu-minify', 'eventsource-parser'];

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/unit'],
  moduleNameMapper: {'^@/(.*)$': '<rootDir>/$1'},
};

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'];
  return resolved;
}
