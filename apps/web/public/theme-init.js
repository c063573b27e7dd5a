// Runs before the app: applies the saved theme (dark by default) so that the page never flashes.
try {
  var theme = localStorage.getItem("aesop-theme");
  document.documentElement.classList.toggle("dark", theme !== "light");
} catch {
  document.documentElement.classList.add("dark");
}
