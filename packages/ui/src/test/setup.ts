// oxlint-disable-next-line import/no-unassigned-import -- registers jest-dom's matchers and types
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
