import { describe, expect, it } from 'vitest';
import { csvFileProblem } from './importApi';

describe('csvFileProblem', () => {
  it('asks for a file, then for a CSV one', () => {
    expect(csvFileProblem(null)).toBe('Please select a CSV file first');
    expect(csvFileProblem(new File(['x'], 'centres.xlsx'))).toBe('Please select a valid CSV file');
    expect(csvFileProblem(new File(['x'], 'Centres.CSV'))).toBeNull();
  });
});
