export {
  formatTime,
  type HourCycle,
  type Meridiem,
  MINUTE_STEP,
  parseTime,
  stepHour,
  stepMinute,
} from "@crest/domain/bookings/time-picker.rules";
export { EXPIRY_SEPARATOR, formatCardExpiry } from "./card-expiry-input.rules.ts";
export { CardExpiryInput, type CardExpiryInputProps } from "./card-expiry-input.tsx";
export { DateDisplay, type DateDisplayProps } from "./date-display.tsx";
export { DAY_FIRST_DATE_FORMAT, dateFormatFor, formatDate, US_DATE_FORMAT } from "./format-date.ts";
export { CENTS_LENGTH, completeCents, type MoneyInputMode, sanitizeMoneyInput } from "./money-input.rules.ts";
export { MoneyInput, type MoneyInputProps } from "./money-input.tsx";
export { PasswordStrengthMeter, type PasswordStrengthMeterProps } from "./password-strength-meter.tsx";
export {
  COUNTRY_CODES,
  DEFAULT_COUNTRY_CODE,
  formatPhoneAsTyped,
  isValidPhoneValue,
  type PhoneValue,
  parsePhone,
  phoneText,
} from "./phone-input.rules.ts";
export { PhoneInput, type PhoneInputProps, phoneRule } from "./phone-input.tsx";
export { DEFAULT_QUANTITY, QuantityStepper, type QuantityStepperProps } from "./quantity-stepper.tsx";
export { TimePicker, type TimePickerProps } from "./time-picker.tsx";
