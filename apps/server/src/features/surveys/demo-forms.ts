/**
 * The demo clubs' surveys (DESIGN §6): at Harbor Club a registration survey, a nomination
 * form, a personal-details form with data maps, a guest-pass experience, a public three-form
 * visitor survey (with an upload and a signature) and a public media release; at Club Sierra
 * one Spanish form.
 */
import type { SurveyDefinitionInput, SurveyFieldDefinitionInput } from "@crest/domain";
import { DEMO_SURVEYS } from "../../demo/demo-ids.ts";

const choices = (...texts: string[]) =>
  texts.map((text) => ({ text, value: text.toLowerCase().replace(/[^a-z0-9]+/g, "-") }));

const section = (label: string, help?: string): SurveyFieldDefinitionInput => ({
  type: "section",
  label,
  help: help ?? null,
});

const registration: SurveyDefinitionInput = {
  uid: DEMO_SURVEYS.registration,
  name: "New Member Registration",
  description: "Tell us a little about yourself so that we can welcome you properly.",
  category: "registration",
  audience: "applicants",
  buttonCreate: "Register",
  confirmationHeader: "Welcome aboard",
  confirmationText: "Thank you. The membership office will be in touch within two days.",
  fields: [
    section("About you"),
    { type: "text", label: "First name", dataMap: "first_name", required: true, width: "2of4" },
    { type: "text", label: "Last name", dataMap: "last_name", required: true, width: "2of4" },
    {
      type: "text",
      label: "Mobile number",
      dataMap: "mobile_number",
      required: true,
      width: "2of4",
      help: "Ten digits, without the country code.",
    },
    { type: "datetime", label: "Birthdate", dataMap: "birthdate", width: "2of4", placeholder: "MM/DD/YYYY" },
    section("Your interests"),
    {
      type: "select",
      label: "How did you hear about Harbor Club?",
      required: true,
      values: choices("A member", "An event", "Online", "Other"),
    },
    {
      type: "checkbox",
      label: "Which activities interest you?",
      values: choices("Sailing", "Dining", "Tennis", "Spa", "Events"),
    },
    { type: "textarea", label: "Dietary notes or allergies", placeholder: "Optional" },
    { type: "checkbox", label: "I agree to the club bylaws", required: true },
  ],
};

const nomination: SurveyDefinitionInput = {
  uid: DEMO_SURVEYS.nomination,
  name: "Nominate a New Member",
  description: "Know someone who would love Harbor Club? Nominate them and we will reach out.",
  category: "nomination",
  multipleResponses: true,
  buttonCreate: "Submit Nomination",
  buttonEdit: "Nominate Someone Else",
  fields: [
    section("Your nominee"),
    { type: "text", label: "Nominee's first name", required: true, width: "2of4" },
    { type: "text", label: "Nominee's last name", required: true, width: "2of4" },
    {
      type: "text",
      label: "Nominee's e-mail",
      dataMap: "cc_email",
      required: true,
      width: "2of4",
      help: "We write to them only after the membership office has spoken with you.",
    },
    {
      type: "select",
      label: "Your relationship",
      width: "2of4",
      values: choices("Friend", "Colleague", "Family", "Other"),
    },
    {
      type: "radio",
      label: "How long have you known them?",
      values: choices("Less than a year", "One to five years", "More than five years"),
    },
    { type: "yesno", label: "Have they visited the club?" },
    { type: "textarea", label: "Why would they be a good member?", required: true },
  ],
};

const personalDetails: SurveyDefinitionInput = {
  uid: DEMO_SURVEYS.personalDetails,
  name: "Personal Details",
  description: "Keep your details current. Your answers update your profile.",
  category: "personalDetails",
  multipleResponses: true,
  buttonCreate: "Save Details",
  buttonEdit: "Update Details",
  fields: [
    { type: "text", label: "First name", dataMap: "first_name", required: true, width: "1of3" },
    { type: "text", label: "Middle name", dataMap: "middle_name", width: "1of3" },
    { type: "text", label: "Last name", dataMap: "last_name", required: true, width: "1of3" },
    { type: "text", label: "Mobile number", dataMap: "mobile_number", width: "2of4" },
    { type: "text", label: "Home phone", dataMap: "phone_number", width: "2of4" },
    { type: "datetime", label: "Birthdate", dataMap: "birthdate", width: "2of4" },
    {
      type: "datetime",
      label: "Anniversary",
      dataMap: "anniversary_date",
      width: "2of4",
      help: "An upcoming anniversary you would like us to celebrate with you.",
    },
    section("Address"),
    { type: "text", label: "Address", dataMap: "address", width: "3of4" },
    { type: "text", label: "Apartment, suite", dataMap: "address2", width: "1of4" },
    { type: "text", label: "City", dataMap: "city", width: "2of4" },
    { type: "text", label: "Zip code", dataMap: "zip_code", width: "1of4" },
    section("Work"),
    { type: "text", label: "Company", dataMap: "company_name", width: "2of4" },
    { type: "text", label: "Title", dataMap: "company_title", width: "2of4" },
  ],
};

const guestPassExperience: SurveyDefinitionInput = {
  uid: DEMO_SURVEYS.guestPassExperience,
  name: "Your Guest's Visit",
  description: "Tell us how your guest's day at the club went.",
  kind: "experience",
  category: "guestPass",
  referenceType: "guest_pass",
  confirmationHeader: "Thank you for your responses",
  fields: [
    {
      type: "radio",
      label: "How was your guest's visit?",
      required: true,
      values: choices("Excellent", "Good", "Fair", "Poor"),
    },
    { type: "yesno", label: "Would your guest like to hear about membership?" },
    { type: "textarea", label: "Anything we could do better?" },
  ],
};

/** Three public forms answered one after the other (the carousel). */
const visit: SurveyDefinitionInput[] = [
  {
    uid: DEMO_SURVEYS.visit[0],
    name: "Visitor Welcome: About You",
    description: "Planning a visit? Three short forms and you are on the guest list.",
    audience: "visitors",
    isPublic: true,
    multipleResponses: true,
    fields: [
      { type: "text", label: "First name", required: true, width: "2of4" },
      { type: "text", label: "Last name", required: true, width: "2of4" },
      { type: "text", label: "E-mail", dataMap: "email", required: true, width: "2of4" },
      { type: "text", label: "Mobile number", dataMap: "mobile_number", width: "2of4" },
      {
        type: "datetime",
        label: "Date of your visit",
        required: true,
        width: "2of4",
        placeholder: "MM/DD/YYYY",
      },
      { type: "select", label: "Party size", width: "1of4", values: choices("1", "2", "3", "4", "5", "6") },
      { type: "hidden", label: "Source", defaultValue: "visitor-welcome" },
    ],
  },
  {
    uid: DEMO_SURVEYS.visit[1],
    name: "Visitor Welcome: Documents",
    audience: "visitors",
    isPublic: true,
    multipleResponses: true,
    fields: [
      section("Proof of identity", "The front desk checks it when you arrive."),
      { type: "upload", label: "Photo ID or utility bill", required: true },
      { type: "textarea", label: "Anything the front desk should know?" },
    ],
  },
  {
    uid: DEMO_SURVEYS.visit[2],
    name: "Visitor Welcome: Waiver",
    audience: "visitors",
    isPublic: true,
    multipleResponses: true,
    confirmationHeader: "See you soon",
    fields: [
      section(
        "Waiver",
        "I take part in club activities at my own risk and will follow the instructions of club staff.",
      ),
      { type: "checkbox", label: "I have read and accept the waiver", required: true },
      { type: "canvas", label: "Signature", required: true, help: "Sign with your mouse, finger or pen." },
      { type: "yesno", label: "May we photograph you during your visit?" },
    ],
  },
];

const mediaRelease: SurveyDefinitionInput = {
  uid: DEMO_SURVEYS.mediaRelease,
  name: "Media Release",
  description: "Share your photos of the club and let us feature them.",
  isPublic: true,
  multipleResponses: true,
  fields: [
    { type: "text", label: "Full name", required: true, width: "2of4" },
    { type: "text", label: "E-mail", dataMap: "email", required: true, width: "2of4" },
    // Photos and videos only: no audio, documents or spreadsheets (issue 24).
    {
      type: "upload",
      label: "Photo or video",
      required: true,
      accept: ["png", "jpeg", "jpg", "gif", "avi", "mp4", "3gp"],
    },
    { type: "canvas", label: "Signature", required: true },
  ],
};

export const HARBOR_SURVEYS: SurveyDefinitionInput[] = [
  registration,
  nomination,
  personalDetails,
  guestPassExperience,
  ...visit,
  mediaRelease,
];

export const SIERRA_SURVEYS: SurveyDefinitionInput[] = [
  {
    uid: DEMO_SURVEYS.sierraSatisfaction,
    name: "Encuesta de satisfacción",
    description: "Cuéntenos qué tal fue su visita al club.",
    isPublic: true,
    multipleResponses: true,
    buttonCreate: "Enviar",
    fields: [
      { type: "text", label: "Nombre", required: true, width: "2of4" },
      { type: "text", label: "Correo electrónico", dataMap: "email", width: "2of4" },
      {
        type: "text",
        label: "Teléfono móvil",
        dataMap: "mobile_number",
        width: "2of4",
        placeholder: "+34 600 000 000",
      },
      {
        type: "datetime",
        label: "Fecha de la visita",
        required: true,
        width: "1of4",
        placeholder: "DD/MM/AAAA",
      },
      { type: "text", label: "Código postal", dataMap: "zip_code", width: "1of4" },
      {
        type: "radio",
        label: "¿Cómo valora su visita?",
        required: true,
        values: choices("Excelente", "Buena", "Regular", "Mala"),
      },
      { type: "yesno", label: "¿Nos recomendaría a sus amigos?" },
      { type: "textarea", label: "Comentarios" },
    ],
  },
];
