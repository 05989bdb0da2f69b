/** The demo clubs' surveys (demo-forms.ts), with ids that are the same on every machine. */
import type { SurveyDefinitionInput } from "@crest/domain";
import { DEMO } from "../../demo/demo-ids.ts";
import { type DemoContext, type DemoSeed, demoId } from "../../demo/demo-seed.ts";
import { insertSurveyDefinition } from "./create-survey.ts";
import { HARBOR_SURVEYS, SIERRA_SURVEYS } from "./demo-forms.ts";

async function seed(context: DemoContext, companyId: string, definitions: SurveyDefinitionInput[]) {
  const scope = context.scopeFor(companyId);
  for (const definition of definitions) {
    const key = `survey:${companyId}:${definition.uid}`;
    await insertSurveyDefinition(scope, definition, {
      surveyId: demoId(key),
      fieldIds: definition.fields.map((_, position) => demoId(`${key}:field:${position}`)),
    });
  }
}

export const surveysDemoSeed: DemoSeed = {
  async run(context) {
    await seed(context, DEMO.harbor.companyId, HARBOR_SURVEYS);
    await seed(context, DEMO.sierra.companyId, SIERRA_SURVEYS);
  },
};
