// The browsable API's raw-JSON form: POSTs the textarea to the list URL with the session's CSRF
// token and shows the answer (status and JSON, with a link to a created object).
'use strict'
const form = document.getElementById('api-form')
const result = document.getElementById('api-result')
if (form && result) {
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    const button = form.querySelector('button[type="submit"]')
    button.disabled = true
    result.textContent = 'Sending…'
    try {
      const res = await fetch(form.getAttribute('action'), {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-csrftoken': form.dataset.csrf },
        body: form.elements.body.value,
      })
      const text = await res.text()
      let shown = text
      let created
      try {
        const body = JSON.parse(text)
        shown = JSON.stringify(body, null, 2)
        if (res.status === 201 && body && typeof body.url === 'string') created = new URL(body.url, location.href)
      } catch {
        // not JSON: show the text as it is
      }
      result.replaceChildren()
      const head = document.createElement('p')
      head.className = res.ok ? 'ok' : 'error'
      head.textContent = `HTTP ${res.status} ${res.statusText}`
      result.append(head)
      if (created && created.origin === location.origin) {
        const link = document.createElement('a')
        link.href = created.pathname
        link.textContent = `Open ${created.pathname}`
        link.className = 'created'
        result.append(link)
      }
      const pre = document.createElement('pre')
      pre.className = 'json'
      pre.textContent = shown
      result.append(pre)
    } catch (err) {
      result.textContent = `The request failed: ${err}`
    } finally {
      button.disabled = false
    }
  })
}
