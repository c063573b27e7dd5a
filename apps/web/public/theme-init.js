// Runs before the app: applies the theme the user picked or, until they pick one, the device's
// setting (prefers-color-scheme; dark when it states none), so that the page never flashes.
try {
  var theme = localStorage.getItem("aesop-theme");
  var systemLight = window.matchMedia && window.matchMedia("(prefers-color-scheme: light)").matches;
  document.documentElement.classList.toggle("dark", theme ? theme !== "light" : !systemLight);
} catch {
  document.documentElement.classList.add("dark");
}
