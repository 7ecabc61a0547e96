import type { z } from 'zod';
import type {
  associationCreateSchema,
  associationUpdateSchema,
  campaignCreateSchema,
  campaignUpdateSchema,
} from 'shared-contracts';

// Parsed (output) types of the shared schemas the write services take.
export type AssociationCreateSchemaOutput = z.output<typeof associationCreateSchema>;
export type AssociationUpdateSchemaOutput = z.output<typeof associationUpdateSchema>;
export type CampaignCreateSchemaOutput = z.output<typeof campaignCreateSchema>;
export type CampaignUpdateSchemaOutput = z.output<typeof campaignUpdateSchema>;
