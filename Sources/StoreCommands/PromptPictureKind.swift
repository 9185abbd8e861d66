import Scenarios

/// A store whose surfaces the prompt gallery pictures: the section of `agetui prompts` it
/// draws (its ``platform``) and a fresh ``PromptPictures`` for each page. The gallery takes
/// them from `Stores.promptPictures`.
public struct PromptPictureKind: Sendable {
  /// The store whose section is pictured.
  public let platform: ScenarioPlatform
  /// A drawer for one page.
  public let pictures: @Sendable () -> any PromptPictures

  /// The pictures of `platform`'s surfaces, drawn by what `pictures` makes.
  public init(platform: ScenarioPlatform, pictures: @escaping @Sendable () -> any PromptPictures) {
    self.platform = platform
    self.pictures = pictures
  }
}
