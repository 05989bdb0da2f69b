export { CurrentPasswordField, EmailField } from "./account-fields.tsx";
export { AddressFields, type AddressFieldsProps } from "./address-fields.tsx";
export {
  ConfirmPasswordField,
  type NamePath,
  NewPasswordField,
  type NewPasswordFieldProps,
  useStrongPassword,
} from "./new-password-field.tsx";
