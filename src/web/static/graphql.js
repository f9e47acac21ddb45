// The GraphQL page: POSTs the query (and variables) to /graphql/ with the session's CSRF token and
// shows the status and the JSON answer. Ctrl+Enter (or Cmd+Enter) in either box runs it.
'use strict'
const form = document.getElementById('graphql-form')
const result = document.getElementById('graphql-result')
if (form && result) {
  const run = async () => {
    const button = form.querySelector('button[type="submit"]')
    button.disabled = true
    result.textContent = 'Running…'
    const body = { query: form.elements.query.value }
    const vars = form.elements.variables.value.trim()
    try {
      if (vars) {
        try {
          body.variables = JSON.parse(vars)
        } catch {
          result.textContent = 'The variables are not valid JSON.'
          return
        }
      }
      const res = await fetch(form.getAttribute('action'), {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-csrftoken': form.dataset.csrf },
        body: JSON.stringify(body),
      })
      const text = await res.text()
      let shown = text
      try {
        shown = JSON.stringify(JSON.parse(text), null, 2)
      } catch {
        // not JSON: show the text as it is
      }
      result.replaceChildren()
      const head = document.createElement('p')
      head.className = res.ok ? 'ok' : 'error'
      head.textContent = `HTTP ${res.status} ${res.statusText}`
      const pre = document.createElement('pre')
      pre.className = 'json'
      pre.tabIndex = 0
      pre.textContent = shown
      result.append(head, pre)
    } catch (err) {
      result.textContent = `The request failed: ${err}`
    } finally {
      button.disabled = false
    }
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    void run()
  })
  form.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      void run()
    }
  })
}
