/** Reference data every address form reads: countries and US states (spec-1 §7 static data). */
import { z } from "zod";
import { languageSchema } from "../config/config.schemas.ts";

/** `?language=es`: the names in the member's active language (the club's when left out). */
export const countriesQuerySchema = z.object({ language: languageSchema.optional() });

export const countrySchema = z.object({ code: z.string().length(2), name: z.string() });
export type Country = z.infer<typeof countrySchema>;
export const countriesAnswerSchema = z.array(countrySchema);

export const usStateSchema = z.object({ code: z.string().length(2), name: z.string() });
export const usStatesAnswerSchema = z.array(usStateSchema);
