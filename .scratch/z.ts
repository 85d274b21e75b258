import { z } from 'zod';
const S = z.object({
  orders: z.array(z.discriminatedUnion('type', [
    z.object({ type: z.literal('invade'), planet: z.string().meta({ label: { es: 'Planeta', en: 'Planet' } }), count: z.number().int().min(1).default(1) }),
    z.object({ type: z.literal('defend'), planet: z.string() }),
  ])).max(30),
  mode: z.enum(['a', 'b']).meta({ title: 'Mode' }),
  flag: z.boolean().optional(),
});
console.log(JSON.stringify(z.toJSONSchema(S, { io: 'input' }), null, 1).slice(0, 1500));
