export const messages = {
  en: {
    "home.welcome": "Welcome, {name}",
    "home.intro": "Everything your club offers, in one place.",
    "myClub.title": "My Club",
  },
  es: {
    "home.welcome": "Bienvenido, {name}",
    "home.intro": "Todo lo que ofrece su club, en un solo lugar.",
    "myClub.title": "Mi club",
  },
};
