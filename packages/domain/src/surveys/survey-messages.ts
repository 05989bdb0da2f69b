/**
 * The wording of each survey rule, as the server puts it in a 400's error details (in the
 * club's language). English is the spec's (spec-1 §5) where it words the rule, kept verbatim;
 * the web words the same rules from its own catalogue (ids `surveys.rule.<rule>`).
 */
import type { Language } from "../config/config.schemas.ts";
import { fieldUploadExtensions, uploadTypesText } from "./survey-uploads.ts";
import type { SurveyIssue, SurveyRule } from "./surveys.rules.ts";

export const SURVEY_RULE_MESSAGES: Record<Language, Record<SurveyRule, string>> = {
  en: {
    required: "{label} is a required field",
    tenDigits: "Please enter a valid 10 digit number",
    phone: "Please enter a valid phone number",
    email: "Please enter a valid e-mail address",
    fiveDigitZip: "Please enter a valid 5 digital zip code",
    postalCode: "Please enter a valid value",
    date: "Please enter a valid date ({format})",
    futureBirthdate: "The birthdate cannot be in the future",
    anniversaryBeforeYesterday: "The date cannot be earlier than yesterday",
    option: "Please choose one of the options",
    answerType: "This answer does not fit the field",
    oneFile: "Please upload one file only",
    uploadType: "This file type is not accepted. Use {types}",
    uploadSize: "The file is larger than {maxMegabytes} MB",
    uploadContent: "The file's content does not match its type",
    signature: "Please sign in the box",
    tooLong: "{label} is too long",
    noAnswer: "{label} takes no answer",
    unknownField: "This field is not part of the form",
    repeated: "This field was answered twice",
  },
  es: {
    required: "{label} es un campo obligatorio",
    tenDigits: "Introduzca un número válido de 10 dígitos",
    phone: "Introduzca un número de teléfono válido",
    email: "Introduzca una dirección de correo electrónico válida",
    fiveDigitZip: "Introduzca un código postal válido de 5 dígitos",
    postalCode: "Introduzca un valor válido",
    date: "Introduzca una fecha válida ({format})",
    futureBirthdate: "La fecha de nacimiento no puede ser futura",
    anniversaryBeforeYesterday: "La fecha no puede ser anterior a ayer",
    option: "Elija una de las opciones",
    answerType: "Esta respuesta no corresponde al campo",
    oneFile: "Suba un solo archivo",
    uploadType: "Este tipo de archivo no se admite. Use {types}",
    uploadSize: "El archivo supera los {maxMegabytes} MB",
    uploadContent: "El contenido del archivo no corresponde a su tipo",
    signature: "Firme en el recuadro",
    tooLong: "{label} es demasiado largo",
    noAnswer: "{label} no admite respuesta",
    unknownField: "Este campo no forma parte del formulario",
    repeated: "Este campo se respondió dos veces",
  },
};

/** An issue's message in a language, its {placeholders} filled. */
export function surveyRuleMessage(issue: SurveyIssue, language: Language): string {
  const template = SURVEY_RULE_MESSAGES[language][issue.rule];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    // The accepted types travel as a list ("png,jpeg"); each language words it ("png or jpeg").
    if (name === "types")
      return uploadTypesText(fieldUploadExtensions(issue.values.types?.split(",")), language);
    const value = issue.values[name as keyof SurveyIssue["values"]];
    return value ?? whole;
  });
}

/**
 * The rule a server message words, given the values its field would fill in (label, date
 * format, size limit): lets a client that speaks another language than the club re-word it.
 * Null for a message that is not a survey rule's.
 */
export function surveyRuleOfMessage(text: string, values: SurveyIssue["values"]): SurveyRule | null {
  for (const language of Object.keys(SURVEY_RULE_MESSAGES) as Language[]) {
    for (const rule of Object.keys(SURVEY_RULE_MESSAGES[language]) as SurveyRule[]) {
      if (surveyRuleMessage({ fieldId: "", rule, values }, language) === text.trim()) return rule;
    }
  }
  return null;
}
