import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { storableAnswers, writeOnlyFields } from '../../src/core/flow/storable';
import type { Flow } from '../../src/core/flow/types';

// The browser's copy of the flow (shared schemas inlined), as the page loads it.
const flow = JSON.parse(readFileSync(join(import.meta.dirname, '../../src/generated/flows/register-v2.json'), 'utf8')) as Flow;

describe('answers kept in browser storage', () => {
  it('leave out the passwords of register-v2 (writeOnly), and only them', () => {
    expect([...writeOnlyFields(flow)].sort()).toEqual(['confirmPassword', 'password']);
    const answers = { email: 'pat@example.com', password: 'Granite-Kettle-47!', confirmPassword: 'Granite-Kettle-47!', termPrivacyConsent: true };
    expect(storableAnswers(answers, writeOnlyFields(flow))).toEqual({ email: 'pat@example.com', termPrivacyConsent: true });
  });
});
