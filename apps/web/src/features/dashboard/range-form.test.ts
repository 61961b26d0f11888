import { describe, expect, it } from 'vitest';
import { rangeFormSchema } from './range-form';

describe('a From–To range form', () => {
  const schema = rangeFormSchema(31);
  const problems = (from: string, to: string) =>
    schema.safeParse({ from, to }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('takes two real dates in order, within the limit', () => {
    expect(schema.parse({ from: '2026-05-01', to: '2026-05-31' })).toEqual({
      from: '2026-05-01',
      to: '2026-05-31',
    });
    expect(schema.parse({ from: '2026-05-01', to: '2026-05-01' }).to).toBe('2026-05-01');
  });

  it('says what is wrong, on the field that is wrong', () => {
    expect(problems('', '2026-05-31')).toEqual([['from', 'Enter the date']]);
    expect(problems('2026-05-01', '31/02/2026')).toEqual([['to', 'Enter a date as DD/MM/YYYY']]);
    expect(problems('2026-05-31', '2026-05-01')).toEqual([
      ['to', 'The From date must be on or before the To date.'],
    ]);
    expect(problems('2026-05-01', '2026-06-01')).toEqual([['to', 'Choose a range of 31 days or fewer.']]);
  });
});
