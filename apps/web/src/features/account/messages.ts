export const messages = {
  en: {
    "password.create.title": "Create a Password",
    "password.create.text": "Please create a password to keep using your account.",
    "password.change.title": "Change Your Password",
    "password.change.text": "Please choose a new password to keep using your account.",
    "password.current": "Current password",
    "password.new": "New password",
    "password.rule":
      "At least 8 characters with an uppercase letter, a lowercase letter, and a number or one of !@#$%^&*_",
    "password.save": "Save Password",
    "password.updated": "Password Updated",
    "profile.title": "Profile",
    "profile.email": "Email",
    "profile.member": "Active member",
    "profile.notMember": "Not a member",
  },
  es: {
    "password.create.title": "Crear una contraseña",
    "password.create.text": "Cree una contraseña para seguir usando su cuenta.",
    "password.change.title": "Cambie su contraseña",
    "password.change.text": "Elija una contraseña nueva para seguir usando su cuenta.",
    "password.current": "Contraseña actual",
    "password.new": "Contraseña nueva",
    "password.rule":
      "Al menos 8 caracteres con una letra mayúscula, una minúscula y un número o uno de !@#$%^&*_",
    "password.save": "Guardar contraseña",
    "password.updated": "Contraseña actualizada",
    "profile.title": "Perfil",
    "profile.email": "Correo electrónico",
    "profile.member": "Socio activo",
    "profile.notMember": "No es socio",
  },
};
