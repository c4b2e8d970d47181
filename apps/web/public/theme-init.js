// Applies the saved theme before first paint so a dark-mode user never sees a white flash.
// A separate file (not inline) so the Content-Security-Policy can forbid inline scripts.
try {
  var theme = localStorage.getItem('theme') === 'dark' ? 'dark' : 'light';
  document.documentElement.dataset.theme = theme;
  document.documentElement.classList.toggle('dark', theme === 'dark');
} catch {
  /* storage unavailable: stay light */
}
