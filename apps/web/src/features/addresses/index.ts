/** The addresses' pieces other features use: the form (checkout's new address) and the member's addresses. */
export { useCustomerAddresses } from "./api/get-addresses.ts";
export { addressLines } from "./components/address-card.tsx";
export { AddressForm, type AddressFormProps } from "./components/address-form.tsx";
