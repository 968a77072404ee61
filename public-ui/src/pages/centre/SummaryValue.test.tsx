import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { SummaryValue } from './SummaryValue';

afterEach(cleanup);

describe('summary values: no emails or phone numbers broken mid-word', () => {
  it('keeps each phone number whole and breaks only between numbers', () => {
    const { container } = render(<SummaryValue kind="tel" value="+2348031234567, +442079460958" />);
    const whole = [...container.querySelectorAll('.nowrap')].map((n) => n.textContent);
    expect(whole).toEqual(['+2348031234567', '+442079460958']);
    expect(container.textContent).toBe('+2348031234567, +442079460958');
  });

  it('lets an email wrap only before its @ and dots', () => {
    const { container } = render(<SummaryValue kind="email" value="admin.office@bright-future.school.ng" />);
    expect(container.textContent).toBe('admin.office@bright-future.school.ng');
    expect(container.querySelectorAll('wbr')).toHaveLength(4);
  });
});
