import { specialSections } from '@console/contract/quality/resources';
import { columnsOf } from '../resource/columns-of';
import { formSchema, formValues } from './form-schema';

// Chainage fields are typed and shown as stake names, and reach the platform as metres.
const def = { columns: columnsOf(specialSections.znys, { domain: false }) };
const base = { name: '桥面', sectionType: 'bridgeDeck', enabled: '1', suppressTypes: 'overSpeed' };

describe('a chainage field in a form', () => {
  it('opens a stored row with its chainages as stake names', () => {
    const values = formValues(def, 'update', { startChainage: 2000, endChainage: 2400.5 }, () => '');
    expect([values.startChainage, values.endChainage]).toEqual(['K2+000', 'K2+400.5']);
  });

  it('sends metres, from a stake name or plain metres', () => {
    const parsed = formSchema(def, 'create', 'zh').safeParse({ ...base, startChainage: 'K2+000', endChainage: '2400' });
    expect(parsed.success && [parsed.data.startChainage, parsed.data.endChainage]).toEqual([2000, 2400]);
  });

  it('says how a chainage is written, and its bounds as stake names', () => {
    const issues = (start: string, locale: 'zh' | 'en') => {
      const parsed = formSchema(def, 'create', locale).safeParse({ ...base, startChainage: start, endChainage: '' });
      return parsed.success
        ? []
        : parsed.error.issues.filter((i) => i.path[0] === 'startChainage').map((i) => i.message);
    };
    expect(issues('2+000', 'zh')).toEqual(['custom:桩号格式为 K12+345.6']);
    expect(issues('K4+000', 'en')).toEqual(['max:K3+200']);
    expect(issues('K1+200', 'zh')).toEqual([]);
  });
});
