export const messages = {
  en: {
    "forms.password.new": "New Password",
    "forms.password.current": "Current Password",
    "forms.password.currentRequired": "Please enter your current password",
    "forms.password.required": "Please enter a password",
    "forms.password.rule":
      "Password must be at least 8 characters with an uppercase letter, a lowercase letter, and a number or one of !@#$%^&*_",
    "forms.password.confirm": "Confirm Password",
    "forms.password.confirmRequired": "Please confirm your password",
    "forms.password.mismatch": "The passwords do not match",
    "forms.email.invalid": "Please enter a valid e-mail address",
    "forms.required": "This field is required",
  },
  es: {
    "forms.password.new": "Nueva contraseña",
    "forms.password.current": "Contraseña actual",
    "forms.password.currentRequired": "Introduzca su contraseña actual",
    "forms.password.required": "Introduzca una contraseña",
    "forms.password.rule":
      "La contraseña debe tener al menos 8 caracteres, una mayúscula, una minúscula y un número o uno de !@#$%^&*_",
    "forms.password.confirm": "Confirmar contraseña",
    "forms.password.confirmRequired": "Confirme su contraseña",
    "forms.password.mismatch": "Las contraseñas no coinciden",
    "forms.email.invalid": "Introduzca un correo electrónico válido",
    "forms.required": "Este campo es obligatorio",
  },
};
