import { describe, expect, it } from 'vitest';
import { exclusionChoice } from '../rules/exclusion-choices';
import { exclusionSchema } from './exclusion-schema';

const schema = exclusionSchema({ chooseOne: 'choose', passwordRequired: 'password' });

describe('the break form', () => {
  it('needs one of the six choices and the password', () => {
    expect(schema.safeParse({ choice: 'selfExclusion.oneYear', password: ' p w ' }).data).toEqual({
      choice: 'selfExclusion.oneYear',
      password: ' p w ',
    });
    const refused = schema.safeParse({ choice: null, password: '' });
    expect(refused.error?.issues.map((i) => i.message)).toEqual(['choose', 'password']);
  });

  it('maps a choice to the operation’s kind and period', () => {
    expect(exclusionChoice('timeOut.week')).toMatchObject({ kind: 'timeOut', period: 'week' });
    expect(exclusionChoice('selfExclusion.fiveYears')).toMatchObject({
      kind: 'selfExclusion',
      period: 'fiveYears',
    });
  });
});
