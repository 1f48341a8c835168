from .application import make_app
