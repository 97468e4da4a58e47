import { describe, expect, it } from 'vitest';
import { categoryTreeOptions } from './category-options';

describe('categoryTreeOptions', () => {
  it('lists parents before children, siblings by name, and leaves out depth 5', () => {
    const options = categoryTreeOptions([
      { id: '3', name: 'Shoes', parentId: '1', depth: 2 },
      { id: '1', name: 'Women', parentId: null, depth: 1 },
      { id: '2', name: 'Bags', parentId: '1', depth: 2 },
      { id: '4', name: 'Men', parentId: null, depth: 1 },
      { id: '5', name: 'Deep', parentId: '3', depth: 5 },
    ]);
    expect(options.map((option) => option.value)).toEqual(['4', '1', '2', '3']);
    // The path names a chosen category apart from its namesakes; the list draws the name indented.
    expect(options[2]).toEqual({ value: '2', label: 'Women › Bags', name: 'Bags', level: 1 });
    expect(options[0]?.label).toBe('Men');
  });
});
