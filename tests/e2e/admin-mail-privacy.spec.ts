/**
 * The mail log as each role receives it from the built server: `/admin/mail.data` (what the
 * screen's data requests carry) for an editor, who does not read enquiries, holds none of an
 * enquiry's personal data (the visitor's address and name, the reference), and the screen says the
 * mail is hidden; an agent gets all of it.
 */
import { expect, test } from '../support/desk-fixture'
import { newVisitor, sendEnquiry, solvedTokenFrom } from '../faults/support/visitors'

test('an editor’s mail log leaves out the visitor’s address, name and reference on the server; an agent’s carries them', async ({ deskServer, signedInAs }) => {
  const visitor = newVisitor()
  const contact = { name: 'Yusuf Quietwater', email: `yusuf.${visitor.id.slice(0, 8)}@example.org`, phone: '+86 13800138000' }
  const answer = await sendEnquiry(deskServer.url, visitor, await solvedTokenFrom(deskServer.url, visitor), { payload: { contact } })
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  const secrets = [contact.email, contact.name, answer.reference ?? 'no reference']

  const editor = await signedInAs('editor')
  const editorData = await editor.request.get('/admin/mail.data')
  expect(editorData.status()).toBe(200)
  const editorPayload = await editorData.text()
  for (const secret of secrets) expect(editorPayload, secret).not.toContain(secret)
  await editor.page.goto('/admin/mail')
  await expect(editor.page.getByText('Enquiry mail (hidden for your role)').first()).toBeVisible()

  const agent = await signedInAs('agent')
  const agentPayload = await (await agent.request.get('/admin/mail.data')).text()
  for (const secret of secrets) expect(agentPayload, secret).toContain(secret)
})
