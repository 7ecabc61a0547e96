/**
 * @jest-environment jsdom
 */
import { z } from 'zod';
import { lazy } from './lazy';
import { requiredText } from './fields';

describe('lazy (in a browser: built on first use)', () => {
  it('builds nothing until the schema is read, then builds it once', () => {
    const build = jest.fn(() => z.object({ title: requiredText(200) }));
    const schema = lazy(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.safeParse({ title: 'Un camion' })).toEqual({
      success: true,
      data: { title: 'Un camion' },
    });
    expect(schema.parse({ title: ' Un camion ' })).toEqual({ title: 'Un camion' });
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('answers with the French messages and works inside, and derived from, other schemas', () => {
    const base = lazy(() => z.object({ title: requiredText(200), amount: z.number() }));
    const summary = lazy(() => base.omit({ amount: true }).extend({ slug: z.string() }));
    const list = lazy(() => z.array(summary));
    const result = list.safeParse([{ title: '', slug: 'x' }]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: [0, 'title'],
      message: 'Ce champ est requis',
    });
    expect(Object.keys(summary.shape)).toEqual(['title', 'slug']);
    expect(summary instanceof z.ZodObject).toBe(true);
  });

  it('stands in for a shape of schemas too (spread, read)', () => {
    const fields = lazy(() => ({ title: requiredText(200), story: z.string().optional() }));
    const schema = z.object({ ...fields, id: z.string() });
    expect(Object.keys(schema.shape)).toEqual(['title', 'story', 'id']);
    expect(schema.safeParse({ title: 'Titre', id: '1' }).success).toBe(true);
  });
});
