import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH_TERM, summaryRowName } from './summary-names';

describe('summary row names', () => {
  it("says 'Unknown' for a group without a name", () => {
    expect(summaryRowName({ key: '7', name: null }, 'campaign', 'Unknown')).toBe('Unknown');
    expect(summaryRowName({ key: 'KIOSK', name: '  ' }, 'platform', 'Desconhecido')).toBe('Desconhecido');
    expect(summaryRowName({ key: '3', name: 'Indonesia' }, 'country', 'Unknown')).toBe('Indonesia');
  });

  it("says '<< Empty >>' for the empty search term", () => {
    expect(EMPTY_SEARCH_TERM).toBe('<< Empty >>');
    expect(summaryRowName({ key: '', name: null }, 'searchTerm', 'Unknown')).toBe('<< Empty >>');
    expect(summaryRowName({ key: '', name: '' }, 'searchTerm', 'Unknown')).toBe('<< Empty >>');
    expect(summaryRowName({ key: 'shoes', name: 'shoes' }, 'searchTerm', 'Unknown')).toBe('shoes');
  });
});
