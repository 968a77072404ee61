import { describe, expect, it } from 'vitest';
import { STATE_NAMES, type Permission, type PowerEntry } from '@cbt/contracts';
import { stateChoicesForCreate, validateNewCentre } from './validateCentre';

const valid = { examBody: 'JAMB', CentreName: 'Ikeja Hub', GovernmentId: 'RC1234', AdminEmail: 'ict@ikeja.example.com', State: '' };

describe('validateNewCentre', () => {
  it('accepts a complete form', () => {
    expect(validateNewCentre(valid)).toEqual({});
  });

  it('names every missing field with the SPEC text', () => {
    expect(validateNewCentre({ examBody: ' ', CentreName: '', GovernmentId: '', AdminEmail: '', State: '' })).toEqual({
      examBody: 'Exam body is required',
      CentreName: 'Centre name is required',
      GovernmentId: 'RC Number is required',
      AdminEmail: 'Admin email is required',
    });
  });

  it('refuses an address without a domain', () => {
    expect(validateNewCentre({ ...valid, AdminEmail: 'ict@localhost' }).AdminEmail).toBe('Invalid email format');
  });
});

describe('the State of a new centre (DECISIONS §9: within the creator’s scope)', () => {
  const entry = (states: 'all' | string[], permissions: Permission[] = ['centres.create']): PowerEntry => ({ role: 'admin', level: states === 'all' ? 'national' : 'state', permissions, states });

  it('offers a state admin their own states only, and requires one even when they have a single state', () => {
    expect(stateChoicesForCreate([entry(['Lagos'])])).toEqual({ states: ['Lagos'], required: true });
    expect(stateChoicesForCreate([entry(['Kano', 'Lagos']), entry('all', ['centres.read'])])).toEqual({ states: ['Kano', 'Lagos'], required: true });
    expect(validateNewCentre({ ...valid, State: '' }, { stateRequired: true })).toEqual({ State: 'State is required: choose one of your assigned states' });
    expect(validateNewCentre({ ...valid, State: 'Lagos' }, { stateRequired: true })).toEqual({});
  });

  it('offers a national admin every state and leaves it optional', () => {
    const choices = stateChoicesForCreate([entry('all')]);
    expect(choices.required).toBe(false);
    expect(choices.states).toEqual([...STATE_NAMES]);
    expect(validateNewCentre({ ...valid, State: '' }, { stateRequired: false })).toEqual({});
  });
});
