// Copy buttons: <button data-copy="input-id"> copies that input's value to the clipboard.
'use strict'
document.addEventListener('click', async (event) => {
  const button = event.target instanceof Element ? event.target.closest('button[data-copy]') : null
  if (!button) return
  const input = document.getElementById(button.dataset.copy)
  if (!input) return
  const status = button.parentElement && button.parentElement.querySelector('.copied')
  try {
    await navigator.clipboard.writeText(input.value)
    if (status) status.textContent = 'Copied.'
  } catch {
    // No clipboard access (an insecure origin): select the text for Ctrl-C instead.
    input.select()
    if (status) status.textContent = 'Selected: press Ctrl-C to copy.'
  }
})
